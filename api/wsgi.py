"""The WSGI entry point for gunicorn: `millie.api.wsgi:app`."""

from millie.api.http import create_app

app = create_app()
