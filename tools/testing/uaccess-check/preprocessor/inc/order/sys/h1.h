int h1_sys;
