int h6_I;
