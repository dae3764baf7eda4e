int h3_after;
