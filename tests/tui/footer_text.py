"""The footer's text as a user reads it."""

from __future__ import annotations


def footer_text(app) -> str:
    from textual.widgets import Footer

    return " ".join(str(key.render()) for key in app.screen.query_one(Footer).query("FooterKey"))
