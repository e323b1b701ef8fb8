// Placeholder; replaced as the module is written.
