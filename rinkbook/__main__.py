"""`python -m rinkbook`: the same command as the `rinkbook` script (`tui.cli:main`)."""

import sys

from tui.cli import main

sys.exit(main())
