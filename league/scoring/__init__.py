"""A scorer's entries on a game's sheet: corrections named by a label (G3, P2, L1), the labels kept while a
sheet is shown, and one entry merged onto the game as others left it."""
