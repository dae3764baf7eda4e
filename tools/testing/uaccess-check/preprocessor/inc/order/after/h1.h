int h1_after;
