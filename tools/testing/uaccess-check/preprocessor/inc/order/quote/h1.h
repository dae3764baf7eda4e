int h1_quote;
