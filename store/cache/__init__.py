"""What is kept for speed: the rules' work per season value, the dashboard's last frame, and the outcomes
derived from the records."""
