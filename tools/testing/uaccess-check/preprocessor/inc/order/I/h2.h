int h2_I;
