int h2_sys;
