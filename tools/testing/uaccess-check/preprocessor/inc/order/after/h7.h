int h7_after;
