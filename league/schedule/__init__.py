"""The season's games in time: their order, round-robin schedules, clashes, game nights and a tournament
weekend's plan."""
