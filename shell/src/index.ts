// Async boundary: Module Federation must set up the shared modules before React and friends are imported.
import('./bootstrap');
