static int present;
