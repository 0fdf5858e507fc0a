// Async boundary: the federation runtime negotiates shared modules before the app runs.
import('./bootstrap');
