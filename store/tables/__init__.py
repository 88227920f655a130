"""The tables of a league file (peewee models) and the bulk rows of a season and a tournament written into
them."""
