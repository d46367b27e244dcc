"""Bots that play Millie games through the generated client (millie_client) only."""
