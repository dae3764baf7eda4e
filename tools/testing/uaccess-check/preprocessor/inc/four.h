int four;
