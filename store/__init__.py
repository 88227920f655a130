"""The store: the league file (or a PostgreSQL server's database), its models, transactions and views.

peewee imports a PostgreSQL driver as it is imported whenever one is installed: about 90 ms of every command
and of the app's start, for the one case of a league on a server. So peewee is imported without it, whenever
it is first imported, and `store.file.server_driver` hands peewee the driver when a server's league is opened.
"""

from store.file.server_driver import hold_the_driver_back_from_peewee

hold_the_driver_back_from_peewee()
