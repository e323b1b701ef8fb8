#pragma once
#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry point for programs that have their own main (SwiftPM links executables with
   --defsym main=<Target>_main, so the harness's top-level code is main and calls this). */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
