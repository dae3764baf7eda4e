int h3_sys;
