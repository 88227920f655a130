"""What the app and the command line say and read, without Textual: wording, tables as text, entry parsing.

Plain functions of `league` values (and the store's plain CSV helpers), so the command line prints the
same words the screens show and loads no Textual; tests read them without an app.
"""
