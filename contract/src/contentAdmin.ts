/** Admin console shapes and rules (DESIGN.md §8). */
export {};
