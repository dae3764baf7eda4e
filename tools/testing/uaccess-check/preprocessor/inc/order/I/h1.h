int h1_I;
