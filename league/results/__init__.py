"""What a game counts as: its outcome from the replay, a disqualification's forfeits, the result every view says,
what of a game is played, and a season file's sheets read as entered."""
