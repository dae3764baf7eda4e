int h7_I2;
