"""The text of a printed game sheet's PDF pages."""

from __future__ import annotations


def page_text(pdf: bytes) -> str:
    """The text on the sheet's one page, as a PDF reader extracts it (the names are in an embedded font)."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    assert len(document) == 1  # one sheet of paper
    return document[0].get_textpage().get_text_range()
