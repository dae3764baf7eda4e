int x(__attribute__(()));
