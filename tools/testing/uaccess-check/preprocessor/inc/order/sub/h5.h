int h5_sub;
