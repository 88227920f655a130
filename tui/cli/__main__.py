"""`python -m tui.cli`: the `rinkbook` command."""

import sys

from tui.cli import main

sys.exit(main())
