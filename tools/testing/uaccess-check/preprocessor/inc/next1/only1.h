int only1;
