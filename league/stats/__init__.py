"""The season's tallies from the final sheets: players', goalies' and teams' stats, shift fairness, the goalie
competition and the penalty records."""
