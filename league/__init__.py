"""The rules core: plain values in, plain values out. No database, no screen, no clock."""
