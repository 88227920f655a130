"""rinkbook's terminal app and command line.

The dataclass methods of `league/`'s values are kept compiled between runs (`tui.dataclass_methods`)
before any of them is imported: the start of every command and of the app.
"""

from tui.dataclass_methods import keep_compiled_methods

keep_compiled_methods()
