/// PatternsBuild is the engine of `build` and `serve`: inputs, a plan from the build cache, one
/// executor per plan, and a publisher that swaps the output into place.
