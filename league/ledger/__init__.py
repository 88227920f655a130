"""Money: typed amounts read one way, and the officials' fees each team owes, waives and pays."""
