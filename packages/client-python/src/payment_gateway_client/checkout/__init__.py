"""A client library for accessing Checkout and Hosted Payment Fields"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
