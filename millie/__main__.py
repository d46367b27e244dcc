"""`python -m millie` is the `millie` command."""

from millie.cli import main

main()
