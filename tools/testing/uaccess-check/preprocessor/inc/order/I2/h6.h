int h6_I2;
