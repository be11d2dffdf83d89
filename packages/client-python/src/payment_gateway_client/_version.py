# Written by scripts/generate/client-python.mjs: the contract's interface version.
__version__ = "6.7.0"
