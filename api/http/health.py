"""Liveness and readiness, for load balancers, orchestrators and the Docker HEALTHCHECK."""

from __future__ import annotations

from flask import Blueprint, Response, json
from sqlalchemy.exc import SQLAlchemyError

from millie.api.http.endpoint import store
from millie.api.http.problems import problem_response

blp = Blueprint("health", __name__)


@blp.get("/healthz")
def healthz() -> Response:
    """The process is up and answering: no database work, the framework's floor."""
    return Response('{"status":"ok"}', mimetype="application/json")


@blp.get("/readyz")
def readyz() -> Response:
    """The process can reach its database: a 503 tells a balancer to send work elsewhere."""
    try:
        store.games.db.ping()
    except SQLAlchemyError:
        response = problem_response(
            503, "database_unavailable", "The database cannot be reached; retry shortly."
        )
        response.headers["Retry-After"] = "2"
        return response
    return Response(json.dumps({"status": "ready"}), mimetype="application/json")
