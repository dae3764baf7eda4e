int h5_quote;
