"""The WSGI entry point for gunicorn: `api.wsgi:app`."""

from api.http import create_app

app = create_app()
