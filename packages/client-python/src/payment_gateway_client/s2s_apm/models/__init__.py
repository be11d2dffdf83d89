"""Contains all the data models used in inputs/outputs"""

from .credit_2_virtual_request import Credit2VirtualRequest
from .credit_2_virtual_request_order_currency import Credit2VirtualRequestOrderCurrency
from .error_body import ErrorBody
from .s2s_apm_response import S2SApmResponse
from .s2s_apm_response_redirect_params import S2SApmResponseRedirectParams

__all__ = (
    "Credit2VirtualRequest",
    "Credit2VirtualRequestOrderCurrency",
    "ErrorBody",
    "S2SApmResponse",
    "S2SApmResponseRedirectParams",
)
