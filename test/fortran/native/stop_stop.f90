program s
print *, 'a'
stop
end program
