int h2_after;
