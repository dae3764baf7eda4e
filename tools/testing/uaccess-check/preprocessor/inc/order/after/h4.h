int h4_after;
