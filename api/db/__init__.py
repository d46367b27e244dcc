"""The database: tables, migrations, the statements of a move and a read, the notifier."""
