"""The `millie` command: serve, upgrade, export the OpenAPI document, simulate bot games.

It sits above api/ and clients/ (which must not import each other), so it may use both.
"""
