module paymentgateway/scripts/lint/vacuum

go 1.25.7

require github.com/daveshanley/vacuum v0.30.3
