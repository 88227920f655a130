"""Who turns out for a game: attendance and what it allows (drops, substitutes), who may be dressed, and who
wears which number. Above `discipline`: a suspended player may not dress."""
